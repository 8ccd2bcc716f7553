/** The home page is the root path; with trailingSlash other routes end in '/'. */
export function isRootPath(pathname: string | null): boolean {
  return pathname === '/' || pathname === '';
}
