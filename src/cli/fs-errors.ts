// File-system errors in words a user can act on, instead of node's errno text
// ("EACCES: permission denied, open '/x'").

const REASONS: Record<string, string> = {
  EACCES: "permission denied: choose a location you can write to, or fix its permissions",
  EPERM: "the operating system does not allow it: choose another location",
  ENOENT: "a directory on the way does not exist: create it first, or choose another location",
  ENOTDIR: "a part of the path is a file, not a directory",
  EISDIR: "it is a directory: give a file name",
  EROFS: "the file system is read-only: choose another location",
  ENOSPC: "the disk is full",
  EDQUOT: "the disk quota is exhausted",
  EEXIST: "it already exists",
  ELOOP: "the path has a loop of symbolic links",
  ENAMETOOLONG: "the path is too long",
  EMFILE: "too many files are open: close some programs and retry",
  EBUSY: "it is in use by another program",
};

export function isFsError(err: unknown): err is NodeJS.ErrnoException {
  return err instanceof Error && typeof (err as NodeJS.ErrnoException).code === "string" && typeof (err as NodeJS.ErrnoException).syscall === "string";
}

/** "cannot write /etc/terraform.rc: permission denied: ..." */
export function explainFsError(err: unknown, action: string, path: string): string {
  if (!isFsError(err)) return `cannot ${action} ${path}: ${err instanceof Error ? err.message : String(err)}`;
  const reason = REASONS[err.code!] ?? `the operating system reported ${err.code}`;
  const where = err.path && err.path !== path ? ` (at ${err.path})` : "";
  return `cannot ${action} ${path}${where}: ${reason}`;
}
