/* The rulebook's search (docs/_ext/rulebook/finder.py says why): loaded after Sphinx's searchtools.js, it
   adjusts Search and Scorer before the search runs (Search.init waits for the page to be ready). */
"use strict";

(() => {
  const LAWS = "generated/laws/";
  // Where a page's kind puts it: a reader looks for a law, then the rulebook's own pages; the API and the
  // tests' code come last (issue 26: for "sequence" the first six results were API entries).
  const BOOST = [[LAWS, 40], ["generated/cases/", 20], ["generated/api/", -15], ["generated/tests/", -10]];

  const fold = (text) => text.normalize("NFD").replace(/[\u0300-\u036f]/g, "");

  Scorer.score = (result) => {
    const [docname, , , , score] = result;
    const boost = BOOST.find(([prefix]) => docname.startsWith(prefix));
    return score + (boost ? boost[1] : 0);
  };

  // The index folds accents (FoldedEnglish); the query is folded the same way, and so are the terms of the
  // index of terms (docs/_ext/rulebook/terms.py: "huitieme" finds the entry "huitième").
  const parseQuery = Search._parseQuery;
  Search._parseQuery = (query) => parseQuery(fold(query));
  const setIndex = Search.setIndex;
  Search.setIndex = (index) => {
    const entries = index.indexentries || {};
    index.indexentries = Object.fromEntries(Object.entries(entries).map(([entry, found]) => [fold(entry), found]));
    setIndex(index);
  };

  // Sphinx's search drops a number from a query; a reader types "63" for Law 63. Each number that is a law's
  // comes first, above every other result (the results are shown from the end of the list).
  const performSearch = Search._performSearch;
  Search._performSearch = (query, ...rest) => {
    const results = performSearch(query, ...rest);
    const index = Search._index;
    const numbers = query.match(/\b\d+\b/g) || [];
    for (const number of numbers.reverse()) {
      const file = index.docnames.indexOf(LAWS + number);
      if (file < 0) continue;
      const others = results.filter((r) => r[0] !== LAWS + number);
      results.length = 0;
      results.push(...others,
                   [LAWS + number, index.titles[file], "", null, Number.MAX_SAFE_INTEGER, index.filenames[file], "title"]);
    }
    return results;
  };

  // The excerpt under a result: Sphinx fetches the page, which a browser refuses on file://. The page's
  // text ships with the site (rulebook-excerpts.js); the fetch of a page is answered from it.
  const excerpts = window.RULEBOOK_EXCERPTS || {};
  const root = new URL(document.documentElement.dataset.content_root || "./", window.location.href);
  const fetchPage = window.fetch.bind(window);
  const escape = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  window.fetch = (resource, options) => {
    const url = new URL(String(resource), window.location.href);
    const docname = decodeURIComponent(url.href.slice(root.href.length)).replace(/\.html$/, "");
    if (url.href.startsWith(root.href) && Object.prototype.hasOwnProperty.call(excerpts, docname)) {
      const page = `<div role="main">${escape(excerpts[docname])}</div>`;
      return Promise.resolve(new Response(page, { headers: { "Content-Type": "text/html" } }));
    }
    return fetchPage(resource, options);
  };
})();
