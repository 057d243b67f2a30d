import { analyseHomeBundle, kb, total } from '/work/wt-25/tests/budgets/home-bundle';
const b = await analyseHomeBundle();
console.log('initial', kb(total(b.initialJs)));
console.log('lazy', [...b.lazyJs].sort((x, y) => y.gzip - x.gzip).slice(0, 7).map((c) => `${c.file} ${kb(c.gzip)}`).join(', '));
