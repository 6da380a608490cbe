// The boundary rules of .dependency-cruiser.cjs fire: a small tree with one breach of each rule next to
// imports that are allowed, cruised with the real rule set. Run by `npm run lint:boundaries`.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { cruise } from 'dependency-cruiser';

const config = createRequire(import.meta.url)('../.dependency-cruiser.cjs');

const files = {
  // API: own repository, another context's service, tests and the seed may; another context's repository not.
  'apps/api/src/stock/stock-repository.ts': 'export const findStock = () => 1;',
  'apps/api/src/stock/stock-service.ts': "export { findStock } from './stock-repository';",
  'apps/api/src/orders/orders-repository.ts': 'export const findOrder = () => 1;',
  'apps/api/src/orders/list-orders.ts':
    "import { findOrder } from './orders-repository';\nexport const list = findOrder;",
  'apps/api/src/orders/reserve.ts':
    "import { findStock } from '../stock/stock-service';\nexport const reserve = findStock;",
  'apps/api/src/orders/place-order.ts':
    "import { findStock } from '../stock/stock-repository';\nexport const place = findStock;",
  'apps/api/src/orders/orders.test.ts':
    "import { findStock } from '../stock/stock-repository';\nfindStock();",
  'apps/api/src/db/seed/seed-orders.ts':
    "import { findStock } from '../../stock/stock-repository';\nfindStock();",
  // A cycle made of type-only imports still counts (reported once).
  'apps/api/src/shapes/circle.ts':
    "import type { Square } from './square';\nexport type Circle = { square?: Square };",
  'apps/api/src/shapes/square.ts':
    "import type { Circle } from './circle';\nexport type Square = { circle?: Circle };",
  'apps/api/src/shapes/broken.ts': "import { gone } from './missing';\nexport const broken = gone;",
  // Web: a feature's root files are its public entries, its folders its insides.
  'apps/web/src/features/shop/components/item.tsx': 'export const Item = () => null;',
  'apps/web/src/features/shop/index.ts': "export { Item } from './components/item';",
  'apps/web/src/features/shop/server.ts': 'export const readShop = () => 1;',
  'apps/web/src/features/cart/components/cart.tsx':
    "import { Item } from '../../shop';\nimport { readShop } from '../../shop/server';\nimport { Item as Deep } from '../../shop/components/item';\nimport { Line } from './line';\nexport const Cart = [Item, Deep, Line, readShop];",
  'apps/web/src/features/cart/components/line.tsx': 'export const Line = () => null;',
  'apps/web/src/features/cart/components/cart.test.tsx':
    "import { Item } from '../../shop/components/item';\nItem();",
  'apps/web/src/lib/format.ts': "import { Item } from '../features/shop';\nexport const format = Item;",
  'apps/web/src/features/cart/components/home-link.tsx':
    "import Home from '../../../app/page';\nexport const HomeLink = Home;",
  'apps/web/src/app/page.tsx':
    "import { Item } from '../features/shop/components/item';\nexport default Item;",
  'packages/domain/src/rules.ts':
    "import { list } from '../../../apps/api/src/orders/list-orders';\nexport const rules = list;",
};

const base = mkdtempSync(path.join(tmpdir(), 'circula-boundaries-'));
after(() => rmSync(base, { recursive: true, force: true }));
for (const [file, text] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
  writeFileSync(path.join(base, file), `${text}\n`);
}

test('each boundary rule reports its breach and nothing else', async () => {
  const { tsConfig: _tsConfig, enhancedResolveOptions, ...options } = config.options;
  const result = await cruise(
    ['apps', 'packages'],
    { ...options, baseDir: base, validate: true, ruleSet: { forbidden: config.forbidden } },
    { extensions: enhancedResolveOptions.extensions },
  );
  const found = result.output.summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`);
  assert.deepEqual(found.sort(), [
    'api-no-foreign-repository: apps/api/src/orders/place-order.ts → apps/api/src/stock/stock-repository.ts',
    'domain-no-apps: packages/domain/src/rules.ts → apps/api/src/orders/list-orders.ts',
    'no-circular: apps/api/src/shapes/circle.ts → apps/api/src/shapes/square.ts',
    'not-to-unresolvable: apps/api/src/shapes/broken.ts → ./missing',
    'web-feature-public-entry: apps/web/src/features/cart/components/cart.tsx → apps/web/src/features/shop/components/item.tsx',
    'web-features-no-app: apps/web/src/features/cart/components/home-link.tsx → apps/web/src/app/page.tsx',
    'web-shared-no-features: apps/web/src/lib/format.ts → apps/web/src/features/shop/index.ts',
  ]);
});
