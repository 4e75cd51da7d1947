// The dependency rules of the codebase, as zones of import-x/no-restricted-paths: a file under
// `target` may not import anything under `from`. docs/decisions/0025-layout-by-role.md and
// 0051-module-surfaces-and-one-way-arrows.md explain them; apps/server/test/lint-rules.test.ts
// proves each one fails on a deliberate violation.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));
const S = 'apps/server/src';
const at = (...names) => names.map((n) => `${S}/${n}`);

/** Every stand-in folder; the offline writer is the one that may read drafting/ (decision 0045). */
const OFFLINE_WRITER = 'offline-model';
const STAND_INS = fs
  .readdirSync(path.join(root, S, 'stand-ins'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The composition root: the only server files that may know every layer. */
const WIRING = at('app.ts', 'boot.ts', 'main.ts', 'worker-main.ts', 'worker/all-jobs.ts');

/**
 * What each product area offers the other areas (decision 0051): the only files of
 * `modules/<area>/` another area may import. Everything else in the folder is the area's own.
 */
const MODULE_OFFERS = {
  agent: [],
  analytics: [],
  audience: ['audience-brief.ts', 'keyword-status.ts'],
  billing: ['load-billing-state.ts', 'plan-gate.ts'],
  business: ['business-brief.ts'],
  connections: [
    'connection-credentials.ts',
    'network-holds.ts',
    'open-platform-access.ts',
    'platform-failure.ts',
  ],
  conversations: ['follow-up-decided.ts', 'open-items.ts'],
  'content-settings': ['shows-adult-content.ts'],
  'core-users': ['list-core-users.ts'],
  'live-updates': [],
  'model-settings': ['drafted-by.ts'],
  monitoring: ['post-snapshot.ts', 'recent-drafts.ts', 'source-record.ts'],
  onboarding: [],
  publishing: [],
  replies: [],
  rules: ['create-rule-from-edit.ts', 'rule-briefs.ts'],
  style: ['get-style.ts', 'get-style-brief.ts', 'learn-from-edit.ts'],
};

/**
 * What each area hands the composition root besides its offers: its routes.ts (every area's,
 * mounted by app.ts), its job list (run by the worker), and the few pieces the wiring builds or
 * the worker's release of unstarted claims reads (the jobs' leases).
 */
const MODULE_WIRING = {
  analytics: ['analytics-jobs.ts', 'read-outcomes.ts'],
  billing: ['billing-event-sink.ts'],
  conversations: ['conversation-jobs.ts'],
  'live-updates': ['event-jobs.ts'],
  'model-settings': ['model-router.ts'],
  monitoring: ['monitor-jobs.ts', 'monitor-limits.ts'],
  publishing: ['publish-jobs.ts', 'claim.ts'],
  replies: ['review-stack-cache.ts'],
};

const MODULES = `${S}/modules`;
const moduleNames = fs
  .readdirSync(path.join(root, MODULES), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
for (const name of moduleNames) {
  if (!(name in MODULE_OFFERS)) {
    throw new Error(`eslint.boundaries.js: say what modules/${name} offers the other areas in MODULE_OFFERS`);
  }
}
/** Paths relative to modules/, as no-restricted-paths reads a zone's exceptions. */
const offered = (surface) =>
  Object.entries(surface).flatMap(([name, files]) => files.map((file) => `./${name}/${file}`));

export const serverZones = [
  {
    target: S,
    from: 'apps/server/test',
    message:
      'Product code never imports test support: fakes, kits and the harness live in apps/server/test for tests only.',
  },
  {
    target: at('integrations'),
    from: [...at('modules', 'drafting', 'stand-ins', 'auth', 'worker', 'eval', 'context.ts'), ...WIRING],
    message:
      'integrations/ holds outside services (interface + live client) and knows nothing of the product: modules → drafting → integrations, never back.',
  },
  {
    target: at('drafting'),
    from: [...at('modules', 'stand-ins', 'auth', 'worker', 'eval'), ...WIRING],
    message:
      'drafting/ turns a post into a draft and may use integrations, never the product areas above it: modules → drafting → integrations.',
  },
  {
    target: at('stand-ins'),
    from: [...at('modules', 'auth', 'worker', 'eval'), ...WIRING],
    message:
      'A stand-in implements an integration interface and knows nothing of the product: what it needs from a module is handed to it by app.ts or boot.ts.',
  },
  {
    // The offline writer answers drafting's tasks (their shapes, the voice guard, the text helpers),
    // so it alone may read drafting/; nothing in drafting/ or modules/ may name it.
    target: STAND_INS.filter((name) => name !== OFFLINE_WRITER).map((name) => `${S}/stand-ins/${name}`),
    from: at('drafting'),
    message:
      'A stand-in implements an integration interface and knows nothing of the product: only the offline writer (stand-ins/offline-model) answers drafting tasks.',
  },
  {
    // The evaluation judges drafts with its own reading (eval/reading.ts): reading posts with the
    // offline writer's tokens, stems or post reading would make it agree with that writer by
    // construction. It runs the writer as any language service, through offline-service.ts.
    target: at('eval'),
    from: at(`stand-ins/${OFFLINE_WRITER}`),
    except: ['./offline-service.ts'],
    message:
      'The evaluation shares no reading with the offline writer: use eval/reading.ts, and reach the writer only through stand-ins/offline-model/offline-service.ts.',
  },
  {
    target: at('eval'),
    from: at('drafting/text', 'drafting/post-reading'),
    message:
      'The evaluation shares no reading with the offline writer: use eval/reading.ts, not the tokens, stems and post reading the writer drafts with.',
  },
  {
    target: at('modules'),
    from: [...at('stand-ins', 'eval'), ...WIRING],
    message:
      'Modules work through integration interfaces and never name the local stand-in behind one; boot.ts chooses it.',
  },
  // Each area reaches another only through what that one offers (MODULE_OFFERS): a piece two areas
  // share moves to the area it belongs to and is offered there, not imported from wherever it was
  // first written.
  ...moduleNames.map((name) => ({
    target: `${MODULES}/${name}`,
    from: MODULES,
    except: [`./${name}`, ...offered(MODULE_OFFERS)],
    message:
      'A module imports another only through what that one offers (MODULE_OFFERS in eslint.boundaries.js): move a shared piece to the area it belongs to and offer it there.',
  })),
  {
    target: [...WIRING, ...at('worker/release-claims.ts', 'eval')],
    from: MODULES,
    except: [
      ...moduleNames.map((name) => `./${name}/routes.ts`),
      ...offered(MODULE_OFFERS),
      ...offered(MODULE_WIRING),
    ],
    message:
      "The wiring reaches a module through its routes.ts, its job list and what it offers (MODULE_OFFERS, MODULE_WIRING in eslint.boundaries.js), not through the module's own files.",
  },
  {
    target: at('modules'),
    from: at('worker'),
    message:
      'Modules declare their jobs as TJobDefinition (context.ts) and never import the job engine: worker/ lists the modules’ jobs, not the other way round.',
  },
  {
    target: at('context.ts'),
    from: [...at('auth', 'modules', 'drafting', 'stand-ins', 'worker', 'eval'), ...WIRING],
    message:
      'context.ts declares the types every layer shares (the signed-in user among them) and imports none of the layers that use them: auth/ fills the user in, it does not define it.',
  },
  {
    target: at('auth', 'worker/worker.ts', 'worker/job-signal.ts'),
    from: [...at('modules', 'drafting', 'stand-ins', 'eval'), ...WIRING],
    message: 'Sign-in and the job engine sit below the product areas: they may not import them.',
  },
  {
    // lib/ is the leaf: small helpers with no knowledge of the server, so anything may use them.
    // Code that reads or writes tables lives in db/ (the token key's check and rotation) or a module.
    target: at('lib'),
    from: S,
    except: ['./lib'],
    message:
      'lib/ holds the leaf helpers of the foundation every layer uses: it imports nothing of the server but lib/ itself; code that touches the database lives in db/ or a module.',
  },
  {
    target: at('db', 'event-log', 'http', 'openapi', 'config.ts', 'errors.ts'),
    from: [
      ...at('modules', 'drafting', 'stand-ins', 'integrations', 'auth', 'worker', 'eval', 'context.ts'),
      ...WIRING,
    ],
    message:
      'lib/, db/, event-log/, http/, openapi/, config and errors are the foundation every layer uses: they import none of them.',
  },
];

const FEATURES = 'apps/web/src/features';
const features = fs
  .readdirSync(path.join(root, FEATURES), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export const webZones = [
  ...features.map((feature) => ({
    target: `${FEATURES}/${feature}`,
    from: FEATURES,
    except: [`./${feature}`],
    message:
      'A web feature does not import another feature: move the shared piece to components/ or lib/, or compose both in app/.',
  })),
  {
    target: ['apps/web/src/lib', 'apps/web/src/components'],
    from: [FEATURES, 'apps/web/src/app'],
    message: 'lib/ and components/ are shared by every feature and import none of them.',
  },
  {
    target: 'apps/web',
    from: ['apps/server', 'e2e'],
    message: 'The web app never imports server code: both speak through the contracts in packages/shared.',
  },
  {
    target: 'packages/shared',
    from: ['apps', 'e2e'],
    message: 'The shared contracts depend on nothing but zod.',
  },
];
