/**
 * @module scripts/test-tree
 * Types of scripts/test-tree.mjs (plain JavaScript: run-tests.mjs runs it with node, before any TypeScript loads).
 */
/** The folders whose TypeScript the tests import. */
export declare const COMPILED_ROOTS: readonly string[];
export interface TestTree {
  /** The compiled copy of the project. */
  readonly dir: string;
  /** TypeScript sources in it. */
  readonly sources: number;
  /** Sources compiled by this build (the others came from the cache). */
  readonly compiled: number;
}
export declare function buildTestTree(projectRoot: string, options?: { parent?: string; cache?: string }): Promise<TestTree>;
export declare function removeTestTree(dir: string): void;
