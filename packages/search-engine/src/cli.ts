#!/usr/bin/env node
console.log("vitrine-search: not implemented yet")
