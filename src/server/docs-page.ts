/**
 * @module server/docs-page
 * `GET /general/docs`: a small self-contained HTML page (no scripts, no CDN): what the endpoint takes, a
 * form to try it, the parameters generated from the option record, and a link to the OpenAPI document.
 * Clients probe this path for readiness (api §1.1), so it must answer 200.
 */
import { OPTION_FIELD_LIST } from '../options/option-fields.js'

export function docsPage(version: string): string {
  const rows = OPTION_FIELD_LIST.map(
    (field) =>
      `<tr><td><code>${escape(field.wire)}</code></td><td>${escape(field.kind)}</td>` +
      `<td>${field.default === undefined ? '' : `<code>${escape(JSON.stringify(field.default))}</code>`}</td>` +
      `<td>${escape(field.description)}${field.deprecated === true ? ' <em>(deprecated)</em>' : ''}</td></tr>`,
  ).join('\n')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>docparts partition API</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; color: #222 }
table { border-collapse: collapse; width: 100% } td, th { border-bottom: 1px solid #ddd; padding: .3rem .5rem; text-align: left; vertical-align: top }
code { background: #f4f4f4; padding: 0 .2rem } form { margin: 1rem 0; padding: 1rem; background: #f8f8f8 }
</style>
</head>
<body>
<h1>docparts partition API <small>${escape(version)}</small></h1>
<p><code>POST /general/v0/general</code> with <code>multipart/form-data</code>: one or more <code>files</code> parts and
any of the parameters below. The answer is a JSON array of elements (<code>{type, element_id, text, metadata}</code>),
an array of arrays for several files, or CSV with <code>output_format=text/csv</code>.
Machine-readable description: <a href="/general/openapi.json">/general/openapi.json</a>.</p>
<pre><code>curl -F files=@document.pdf -F strategy=fast http://localhost:8000/general/v0/general</code></pre>
<form method="post" action="/general/v0/general" enctype="multipart/form-data">
<label>File <input type="file" name="files" required></label>
<label>Strategy <select name="strategy"><option>fast</option><option>hi_res</option><option>auto</option><option>ocr_only</option></select></label>
<label>Output <select name="output_format"><option>application/json</option><option>text/csv</option></select></label>
<button type="submit">Partition</button>
</form>
<h2>Parameters</h2>
<table>
<thead><tr><th>Form field</th><th>Kind</th><th>Default</th><th>Meaning</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</body>
</html>
`
}

function escape(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')
}
