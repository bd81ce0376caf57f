import type * as ts from 'typescript';

export interface ExportedName {
  name: string;
  /** A runtime value (a function, class, constant or namespace object) a consumer can import. */
  value: boolean;
  /** Usable as a type: an interface, alias, class or enum (not only `typeof`). */
  type: boolean;
  /** The most type parameters any declaration of it has (a generic needs arguments to be named). */
  typeParameters: number;
  /** The parts of an `export * as Name` namespace, one level deep. */
  members: ExportedName[] | undefined;
}

export function listExports(
  typescript: typeof ts,
  files: readonly string[],
  options: ts.CompilerOptions,
): Map<string, ExportedName[]>;
