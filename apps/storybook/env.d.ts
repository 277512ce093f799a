// CSS modules and images, typed as the storefront's Next.js build types them.
/// <reference types="next/image-types/global" />
declare module '*.module.css' {
  const classes: { readonly [key: string]: string }
  export default classes
}
