import type { StorybookConfig } from '@storybook/react-vite'

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: { strictMode: true } },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    // Stories import the packages by their public names; the source condition lets designers
    // see changes without rebuilding the packages.
    const { mergeConfig } = await import('vite')
    return mergeConfig(viteConfig, {
      resolve: { conditions: ['@vitrine/source', 'module', 'browser', 'development|production'] },
    })
  },
}
export default config
