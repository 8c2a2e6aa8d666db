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

  // The index folds accents (FoldedEnglish); the query is folded the same way.
  const parseQuery = Search._parseQuery;
  Search._parseQuery = (query) => parseQuery(fold(query));

  // Sphinx's search drops a number from a query; a reader types "63" for Law 63. Each number that is a law's
  // comes first, above every other result (the results are shown from the end of the list); so does the law
  // that says what a term of the game is, when the query is that term ("repique": Law 68, not Law 18, which
  // names it; the index of terms ships with the excerpts, docs/_ext/rulebook/terms.py).
  const terms = window.RULEBOOK_TERMS || {};
  const performSearch = Search._performSearch;
  Search._performSearch = (query, ...rest) => {
    const results = performSearch(query, ...rest);
    const index = Search._index;
    const term = fold(query).trim().toLowerCase();
    const laws = (query.match(/\b\d+\b/g) || []).map((number) => LAWS + number);
    if (Object.prototype.hasOwnProperty.call(terms, term)) laws.unshift(terms[term]);
    for (const law of laws.reverse()) {
      const file = index.docnames.indexOf(law);
      if (file < 0) continue;
      const others = results.filter((r) => r[0] !== law);
      results.length = 0;
      results.push(...others,
                   [law, index.titles[file], "", null, Number.MAX_SAFE_INTEGER, index.filenames[file], "title"]);
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
