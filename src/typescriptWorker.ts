import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * A worker thread running a TypeScript module: the worker registers tsx's loader first, then
 * imports the module, so it runs the same way under `tsx`, vitest and the bench.
 */
export function typescriptWorker(module: URL, options: Omit<WorkerOptions, 'eval'> = {}): Worker {
  const href = JSON.stringify(module.href);
  // Resolved here, from the project: an eval'd worker resolves bare names from the working
  // directory, which need not be the project's (a service started elsewhere).
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  return new Worker(`import(${tsx}).then((m) => { m.register(); return import(${href}); })`, { ...options, eval: true });
}
