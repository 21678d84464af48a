#!/usr/bin/env node
// The CLI is bundled by `npm run build` in this package; this stub exists at install time so npm can link the bin.
require('../dist/cli.js');
