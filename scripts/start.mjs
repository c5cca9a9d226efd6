// Until the API and the web app exist (issues 3 and 4), `pnpm start` builds the packages and
// checks the content; this names what was started and where the rest will come from.
console.log(`
The workspace is built and the content is valid.
  @hotel/pricing  packages/pricing/dist   (import it from any workspace member)
  @hotel/content  packages/content        (pnpm content:check)
The API (apps/api) and the web app (apps/web) are not built yet, so there is no server to start.
`);
