// Every test file's databases keep player totals as the app's do: the same rules, handed over the same way.
import { countTalliesByStats } from '$lib/app/count-tallies';

countTalliesByStats();
