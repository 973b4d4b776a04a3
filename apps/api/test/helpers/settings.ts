import type { DB } from '../../src/db/connect';
import { bumpAccessVersion } from '../../src/modules/access/access.repository';

/**
 * Back to the default settings. API nodes cache settings against the access version, so a
 * change made behind the API's back must bump it, as every settings write in the API does.
 */
export async function resetSettings(db: DB): Promise<void> {
  await db.deleteFrom('platform_settings').execute();
  await bumpAccessVersion(db);
}
