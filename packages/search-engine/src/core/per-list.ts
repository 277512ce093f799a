/**
 * `derive` of a list, computed once per list object: settings lists and cached query parameters
 * are replaced, never edited, so the object identifies its contents.
 */
export function perList<T>(derive: (list: string[]) => T): (list: string[]) => T {
  const memo = new WeakMap<string[], T>()
  return (list) => {
    let value = memo.get(list)
    if (value === undefined) {
      value = derive(list)
      memo.set(list, value)
    }
    return value
  }
}
