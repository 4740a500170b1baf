import { snapshotStoppedDatabase } from './src/server/db/offline-backup';
console.log('start');
const b = await snapshotStoppedDatabase('/tmp/pgl-try/data');
console.log('size', b.size);
