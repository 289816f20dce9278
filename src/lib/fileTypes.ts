/** File-name rules shared by the download allow-list, the upload forms and the demo API. */

/** File-name extensions that a browser would run, or render as a document that can run script. */
const EXECUTABLE_EXTENSIONS = new Set([
  'html', 'htm', 'xhtml', 'xht', 'shtml', 'mht', 'mhtml', 'svg', 'svgz', 'xml', 'xsl', 'xslt', 'js', 'mjs', 'cjs',
  'hta', 'exe', 'msi', 'bat', 'cmd', 'com', 'scr', 'ps1', 'vbs', 'vbe', 'wsf', 'jar', 'sh', 'app', 'dll', 'lnk', 'swf', 'php',
]);

/** The last extension of a file name, lower case, without the dot ('' when there is none). */
export function extensionOf(fileName: string): string {
  const match = /\.([^./\\\s]+)$/.exec(fileName.trim());
  return match?.[1]?.toLowerCase() ?? '';
}

/** True for files the browser would run or render as a document (always downloaded, never opened). */
export function isExecutableFileName(fileName: string): boolean {
  return EXECUTABLE_EXTENSIONS.has(extensionOf(fileName));
}

/**
 * True for a name that hides a dangerous type behind a harmless one ('invoice.exe.pdf',
 * 'page.html.pdf'); ordinary dots ('Invoice no.123.pdf', 'report.v2.pdf') are fine.
 */
export function hasDangerousInnerExtension(fileName: string): boolean {
  const withoutLast = fileName.trim().replace(/\.[^./\\\s]+$/, '');
  return withoutLast !== fileName.trim() && isExecutableFileName(withoutLast);
}
