/** Splits one CSV line on `delimiter`; quoted fields may hold the delimiter and doubled quotes. */
export function csvFields(line: string, delimiter = ','): string[] {
  const out: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"' && field === '') quoted = true
    else if (c === delimiter) {
      out.push(field)
      field = ''
    } else field += c
  }
  out.push(field)
  return out
}
