import { openPglite } from '../db/pglite';
const db = await openPglite(undefined);
await db.exec(`create table a (id int, status text); insert into a select g, 'ok' from generate_series(1,10000) g;`);
console.log(await db.query(`select count(*) from (select a.id from a cross join generate_series(1,2) as k where a.status='ok' and random() < case k when 1 then 0.55 else 0.3 end offset 0) y`));
console.log(await db.query(`explain select count(*) from (select a.id from a cross join generate_series(1,2) as k where a.status='ok' and random() < case k when 1 then 0.55 else 0.3 end offset 0) y`));
console.log(await db.query(`select count(*) from (select a.id, ($1::text[])[1] as u from a cross join generate_series(1,2) as k where a.status='ok' and random() < case k when 1 then 0.4 else 0.2 end offset 0) y`, [['x','y']]));
