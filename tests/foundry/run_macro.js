// Runs import-outremer.js against a stand-in for the part of Foundry VTT's API the macro
// calls (Folder.create, RollTable.createDocuments, RollTable#updateEmbeddedDocuments,
// CONST.TABLE_RESULT_TYPES, game.user, ui.notifications), once per Foundry version: with
// version 10 and 11's numeric result types and 12's names. Checks that every table is made
// in one call, in one new folder, each result of the running version's type, and that
// every link ends on a table the macro made.
// Usage: node run_macro.js import-outremer.js
"use strict";
const fs = require("fs");
const vm = require("vm");

const source = fs.readFileSync(process.argv[2], "utf8");
const fail = (message) => {
  console.error(`import macro: ${message}`);
  process.exit(1);
};

const typesOf = {
  10: { TEXT: 0, DOCUMENT: 1, COMPENDIUM: 2 },
  11: { TEXT: 0, DOCUMENT: 1, COMPENDIUM: 2 },
  12: { TEXT: "text", DOCUMENT: "document", COMPENDIUM: "pack" },
};

async function run(version) {
  let nextId = 0;
  const newId = () => `id${String(++nextId).padStart(14, "0")}`;
  const made = new Map();
  const folders = [];
  let creates = 0;
  const notices = [];
  class RollTable {
    constructor(data) {
      Object.assign(this, JSON.parse(JSON.stringify(data)));
      this.id = newId();
      this.results = this.results.map((result) => ({ ...result, id: newId() }));
    }
    static async createDocuments(list) {
      creates += 1;
      return list.map((data) => {
        // Foundry makes the ids: a fixed one could clash with a table already in the world.
        if ("_id" in data || data.results.some((result) => "_id" in result)) fail(`${data.name}: a fixed _id`);
        // Made as text, each result: a link becomes one when its table has an id.
        const types = typesOf[version];
        if (data.results.some((result) => result.type !== types.TEXT)) fail(`${data.name}: made with a link`);
        const table = new RollTable(data);
        made.set(table.id, table);
        return table;
      });
    }
    async updateEmbeddedDocuments(kind, updates) {
      if (kind !== "TableResult") fail(`updated ${kind}, not TableResult`);
      for (const update of updates) {
        const result = this.results.find((r) => r.id === update._id);
        if (!result) fail(`update of an unknown result ${update._id}`);
        Object.assign(result, update);
      }
    }
  }
  const context = {
    CONST: { TABLE_RESULT_TYPES: typesOf[version] },
    game: { user: { isGM: true } },
    ui: { notifications: { info: (m) => notices.push(m), error: (m) => fail(`error notice: ${m}`) } },
    Folder: {
      create: async (data) => {
        const folder = { ...data, id: newId() };
        folders.push(folder);
        return folder;
      },
    },
    RollTable,
  };
  vm.createContext(context);
  vm.runInContext(source, context);
  // The macro's own promise is not returned; let it run to its end.
  for (let i = 0; i < 1000 && notices.length === 0; ++i) await new Promise((resolve) => setImmediate(resolve));
  if (notices.length !== 1) fail(`v${version}: no notice at the end`);
  if (creates !== 1) fail(`v${version}: ${creates} createDocuments calls, not one`);
  if (folders.length !== 1 || folders[0].type !== "RollTable") fail(`v${version}: not one RollTable folder`);
  const types = typesOf[version];
  let links = 0;
  for (const table of made.values()) {
    if (table.folder !== folders[0].id) fail(`${table.name}: not in the folder`);
    for (const result of table.results) {
      const link = result.flags.outremer.link;
      if (result.type !== (link ? types.DOCUMENT : types.TEXT)) fail(`${table.name}: result type ${result.type}`);
      if (!link) continue;
      links += 1;
      const target = made.get(result.documentId);
      if (result.documentCollection !== "RollTable" || !target) fail(`${table.name}: link to ${link} unresolved`);
      if (target.flags.outremer.key !== link) fail(`${table.name}: link to ${link} ends on ${target.flags.outremer.key}`);
    }
  }
  if (links === 0) fail(`v${version}: no links`);
  console.log(`v${version}: ${made.size} RollTables, ${links} links resolved`);
}

(async () => {
  for (const version of [10, 11, 12]) await run(version);
})().catch((error) => fail(error.stack));
