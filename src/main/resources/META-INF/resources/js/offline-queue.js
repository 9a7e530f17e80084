// Entries confirmed without a connection (hands, counts, voids, Chinese deals, penalties), kept on the phone in
// IndexedDB until the service has them (docs/director-page.md#offline). One store, in the order confirmed; an
// entry is {seq, table, kind, form, action, entryId, fields: [[name, value], ...], stacks: {seat: chips},
// after: {seat: chips} | null, confirmedAt, refused: false | {message}}: the form's fields as sent, its key, the
// stacks it was entered against and the stacks it leaves (null when the phone cannot know them). Nothing here
// knows about the page.
window.TavoloQueue = (() => {
  const STORE = 'entries';
  let opened = null;

  function db() {
    if (!opened) {
      opened = new Promise((resolve, reject) => {
        const request = indexedDB.open('tavolo-offline', 1);
        request.onupgradeneeded = () => {
          request.result.createObjectStore(STORE, {keyPath: 'seq', autoIncrement: true})
            .createIndex('entryId', 'entryId', {unique: true});
        };
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    }
    return opened;
  }

  function run(mode, work) {
    return db().then((database) => new Promise((resolve, reject) => {
      const tx = database.transaction(STORE, mode);
      const result = work(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(result.result);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    }));
  }

  return {
    /** Adds an entry at the end; answers its seq. The same entryId twice is refused by the index. */
    add: (entry) => run('readwrite', (store) => store.add(entry)),
    /** Saves an entry already queued (a refusal noted on it). */
    put: (entry) => run('readwrite', (store) => store.put(entry)),
    remove: (seq) => run('readwrite', (store) => store.delete(seq)),
    /** The entries of one table page (of every page when table is null), in the order they were confirmed. */
    all: (table) => run('readonly', (store) => store.getAll())
      .then((entries) => entries.filter((e) => table === null || e.table === table).sort((a, b) => a.seq - b.seq)),
  };
})();
