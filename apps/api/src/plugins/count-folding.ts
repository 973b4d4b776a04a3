import fp from 'fastify-plugin';
import { foldPiledCounts } from '../lib/count-folds';

/**
 * Folds PostgreSQL's piled-up kept counts every COUNT_FOLD_MINUTES (lib/count-folds.ts), in each
 * server's first worker only, as the mail sweep runs: one fold a server is enough, and two at once
 * would only repeat each other. A fold under way when the server closes is awaited.
 */
export default fp<{ fold: boolean }>(
  async (app, opts) => {
    if (!opts.fold) return;
    let running: Promise<void> | null = null;
    const timer = setInterval(() => {
      running ??= foldPiledCounts(app.db)
        .catch((error: unknown) => app.log.error({ err: error }, 'folding kept counts failed'))
        .finally(() => {
          running = null;
        });
    }, app.config.countFoldMinutes * 60_000);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'count-folding', dependencies: ['database'] },
);
