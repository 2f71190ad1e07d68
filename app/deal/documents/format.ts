/** A file size as people read it: 812 B, 14 KB, 3.2 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Where the staff and the founder download a file. */
export const staffFileHref = (applicationId: string, fileId: string) =>
  `/inbox/applications/${applicationId}/documents/${fileId}`;
export const founderFileHref = (applicationId: string, fileId: string) =>
  `/account/applications/${applicationId}/documents/${fileId}`;
