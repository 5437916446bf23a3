// A package-lock.json for a fresh app, cut from the project's own lock file: the closure of
// the app's dependencies as the project resolved them, plus the packed tarball. With it,
// `npm ci --offline` installs from the npm cache that the project's `npm ci` filled, with
// no registry metadata needed.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";

interface LockEntry {
  version?: string;
  resolved?: string;
  integrity?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  [key: string]: unknown;
}

export interface Lock {
  name?: string;
  lockfileVersion: number;
  requires?: boolean;
  packages: Record<string, LockEntry>;
}

/** The lock path a package `name` required from the package at `from` resolves to. */
function resolveIn(lock: Lock, from: string, name: string): string | undefined {
  for (let base = from; ;) {
    const candidate = `${base ? `${base}/` : ""}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (base === "") return undefined;
    const cut = base.lastIndexOf("/node_modules/");
    base = cut === -1 ? "" : base.slice(0, cut);
  }
}

function closure(lock: Lock, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (from: string, name: string, optional: boolean) => {
    const path = resolveIn(lock, from, name);
    if (!path) {
      if (optional) return;
      throw new Error(`the project's lock file has no ${name} (needed from ${from || "the root"})`);
    }
    if (seen.has(path)) return;
    seen.add(path);
    const e = lock.packages[path]!;
    for (const dep of Object.keys(e.dependencies ?? {})) visit(path, dep, false);
    for (const dep of Object.keys(e.optionalDependencies ?? {})) visit(path, dep, true);
    for (const dep of Object.keys(e.peerDependencies ?? {})) visit(path, dep, e.peerDependenciesMeta?.[dep]?.optional === true);
  };
  for (const root of roots) visit("", root, false);
  return seen;
}

/** The registry's tarball URL of a locked package (its name is the path's last part, or `name`). */
function registryTarball(path: string, entry: LockEntry): string {
  const name = typeof entry.name === "string" ? entry.name : path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length);
  return `https://registry.npmjs.org/${name}/-/${name.split("/").pop()}-${entry.version}.tgz`;
}

export function sha512Integrity(file: string): string {
  return `sha512-${createHash("sha512").update(readFileSync(file)).digest("base64")}`;
}

export interface AppLockInput {
  projectLock: Lock;
  app: { name: string; dependencies: Record<string, string>; devDependencies: Record<string, string> };
  /** The packed package: its package.json and the tarball's path relative to the app. */
  packed: { manifest: LockEntry & { name: string; version: string }; tarball: string; integrity: string };
}

export function appLock({ projectLock, app, packed }: AppLockInput): Lock {
  const fromRegistry = [...Object.keys(app.dependencies), ...Object.keys(app.devDependencies)].filter((n) => n !== packed.manifest.name);
  const needed = closure(projectLock, [...fromRegistry, ...Object.keys(packed.manifest.dependencies ?? {})]);
  const packages: Record<string, LockEntry> = {
    "": { name: app.name, version: "1.0.0", dependencies: app.dependencies, devDependencies: app.devDependencies },
  };
  for (const path of [...needed].sort()) {
    const { dev: _dev, devOptional: _devOptional, peer: _peer, ...entry } = projectLock.packages[path]!;
    // This project's lock omits `resolved`; without it npm asks the registry for metadata.
    packages[path] = entry.resolved || !entry.version ? entry : { ...entry, resolved: registryTarball(path, entry) };
  }
  const m = packed.manifest;
  packages[`node_modules/${m.name}`] = {
    version: m.version,
    resolved: `file:${packed.tarball}`,
    integrity: packed.integrity,
    ...(m.dependencies ? { dependencies: m.dependencies } : {}),
    ...(m.peerDependencies ? { peerDependencies: m.peerDependencies } : {}),
    ...(m.peerDependenciesMeta ? { peerDependenciesMeta: m.peerDependenciesMeta } : {}),
    ...(m.bin ? { bin: m.bin } : {}),
  };
  return { name: app.name, lockfileVersion: 3, requires: true, packages };
}
