/**
 * The back end `pnpm bench:api` measures, in a process of its own (forked by `backend.ts`), so that
 * the shoppers' HTTP client does not share its event loop or its CPU time. It answers the parent's
 * `usage` messages with the statements it has sent its database and its own CPU time so far.
 *
 *   argv: database URL, port, image cache directory; `--statements` logs each statement's text.
 */
import { Socket } from 'node:net';
import { join } from 'node:path';
import { buildApp } from '../src/app.ts';
import { openPostgres } from '../src/db/postgres.ts';
import type { ServerMessage, ParentMessage } from './backend.ts';

const [url, port, cacheDir, listStatements] = process.argv.slice(2);
if (!url || !port || !cacheDir || !process.send) throw new Error('bench server: forked only');
const send = (message: ServerMessage) => process.send?.(message);

// The mail sender's statements (claiming and deleting outbox rows after a place) run in the
// background, outside any call, whenever it wakes: they are left out so that the counts do not
// depend on timing. Their CPU time cannot be left out and is not: it is the back end's work.
const background = /^\s*(update|delete from) "mail_outbox"/;
let statementsSent = 0;
// Writes to the database's sockets: postgres.js sends what it has for a connection in one write,
// so these are the round trips a call waits for (a statement sent as parse-and-describe, then
// bind-and-execute, is two). Counted here, in the bench's process only.
const databasePort = Number(new URL(url).port || 5432);
let databaseWrites = 0;
const socketWrite = Socket.prototype.write;
Socket.prototype.write = function (this: Socket, ...args: Parameters<Socket['write']>) {
  if (this.remotePort === databasePort) databaseWrites += 1;
  return socketWrite.apply(this, args);
} as Socket['write'];
const handle = await openPostgres(url, {
  max: 10,
  onQuery: (statement) => {
    if (!background.test(statement)) statementsSent += 1;
    if (listStatements) console.log(`[bench]   ${statement.replace(/\s+/g, ' ').slice(0, 400)}`);
  },
});
// Order e-mails of the write scenarios go to .eml files beside the image cache.
const app = await buildApp({
  db: handle.db,
  files: { cacheDir },
  mail: { outboxDir: join(cacheDir, 'outbox') },
});
const base = await app.listen({ port: Number(port), host: '127.0.0.1' });

process.on('message', (message: ParentMessage) => {
  if (message.type === 'usage') {
    const { user, system } = process.cpuUsage();
    send({
      type: 'usage',
      id: message.id,
      statements: statementsSent,
      databaseWrites,
      userUs: user,
      systemUs: system,
    });
  } else if (message.type === 'close') {
    void (async () => {
      await app.close();
      await handle.close();
      process.disconnect();
    })();
  }
});
send({ type: 'ready', base });
