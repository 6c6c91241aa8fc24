/** How long one test file took, in one project (a Jest project, or a browser size). */
export interface FileTime {
  file: string
  project: string
  seconds: number
}
