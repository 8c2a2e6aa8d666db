/* The sidebar marks the page being read (docs/_ext/rulebook/navigation.py says why the build does not): the
   link to this page is bold, and the branches above it are open, as furo would show them. */
"use strict";

document.addEventListener("DOMContentLoaded", () => {
  const here = window.location.href.split("#")[0];
  for (const link of document.querySelectorAll(".sidebar-tree a.reference")) {
    if (link.href.split("#")[0] !== here) continue;
    link.classList.add("current");
    let item = link.closest("li");
    if (item) item.classList.add("current-page");
    for (; item; item = item.parentElement.closest("li")) {
      item.classList.add("current");
      const toggle = item.querySelector(":scope > input.toctree-checkbox");
      if (toggle) toggle.checked = true;
    }
    break;
  }
});
