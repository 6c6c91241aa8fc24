/** A CSV file the desk fetched to save: its text and the name the server gave it. */
export interface CsvFile {
  filename: string
  text: string
}

/** The file's name a Content-Disposition header gives. */
export const filenameOf = (header: string | null | undefined) =>
  /filename="([^"]+)"/.exec(header ?? '')?.[1]
