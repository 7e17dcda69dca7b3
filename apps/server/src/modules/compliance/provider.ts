/**
 * The registry of motor carriers the configuration names (PRODUCT.md 15): QCMobile, a CSV
 * snapshot, the demo's embedded snapshot, or none. The providers themselves are registry.ts,
 * qcmobile.ts and csv-snapshot.ts.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import { CsvSnapshotRegistry, InlineSnapshotRegistry } from './csv-snapshot.ts';
import { DEMO_REGISTRY_CSV } from './demo-snapshot.ts';
import { QcMobileRegistry } from './qcmobile.ts';
import { noRegistry, type RegistryProvider } from './registry.ts';

const fileProviders = new Map<string, RegistryProvider>();
let demoProvider: RegistryProvider | null = null;

/**
 * The registry the configuration names: QCMobile over REGISTRY_URL, else the CSV snapshot of
 * REGISTRY_FILE (read now: a missing column refuses the start), else the demo's embedded
 * snapshot when the demo is on, else none (every carrier unverifiable).
 */
export function createRegistry(
  config: Pick<
    Config,
    'REGISTRY_URL' | 'REGISTRY_KEY' | 'REGISTRY_FILE' | 'REGISTRY_TIMEOUT_MS' | 'SEED_DEMO'
  >,
  log?: FastifyBaseLogger,
): RegistryProvider {
  if (config.REGISTRY_URL)
    return new QcMobileRegistry({
      url: config.REGISTRY_URL,
      key: config.REGISTRY_KEY ?? '',
      timeoutMs: config.REGISTRY_TIMEOUT_MS,
    });
  if (config.REGISTRY_FILE) {
    const known = fileProviders.get(config.REGISTRY_FILE);
    if (known) return known;
    const provider = new CsvSnapshotRegistry(config.REGISTRY_FILE, log);
    fileProviders.set(config.REGISTRY_FILE, provider);
    return provider;
  }
  if (config.SEED_DEMO) {
    demoProvider ??= new InlineSnapshotRegistry(DEMO_REGISTRY_CSV);
    return demoProvider;
  }
  return noRegistry;
}

export const registryOf = (ctx: AppContext): RegistryProvider =>
  ctx.registry ?? createRegistry(ctx.config);
