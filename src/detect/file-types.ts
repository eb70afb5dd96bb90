/**
 * @module detect/file-types
 * Every file type docparts knows, with its canonical MIME (written to `metadata.filetype`), MIME aliases
 * and extensions, as upstream's `file_utils/model.py` lists them (core §6). GIF and WEBP are ours (images
 * that sharp decodes); upstream has no entry for them.
 */

export const FILE_TYPES = [
  'bmp', 'csv', 'doc', 'docx', 'eml', 'epub', 'gif', 'heic', 'html', 'jpg', 'json', 'md', 'msg', 'ndjson',
  'odt', 'org', 'pdf', 'png', 'ppt', 'pptx', 'rst', 'rtf', 'tiff', 'tsv', 'txt', 'webp', 'xls', 'xlsx', 'xml',
  'zip', 'flac', 'm4a', 'mp3', 'ogg', 'opus', 'wav', 'webm', 'unk', 'empty',
] as const
export type FileType = (typeof FILE_TYPES)[number]

export interface FileTypeInfo {
  /** Canonical MIME, the value of `metadata.filetype`. */
  mime: string
  aliases: readonly string[]
  extensions: readonly string[]
}

export const FILE_TYPE_INFO = {
  bmp: { mime: 'image/bmp', aliases: ['image/x-bmp', 'image/x-ms-bmp'], extensions: ['.bmp'] },
  csv: {
    mime: 'text/csv',
    aliases: ['application/csv', 'application/x-csv', 'text/comma-separated-values', 'text/x-comma-separated-values', 'text/x-csv'],
    extensions: ['.csv'],
  },
  doc: { mime: 'application/msword', aliases: [], extensions: ['.doc'] },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', aliases: [], extensions: ['.docx'] },
  eml: { mime: 'message/rfc822', aliases: [], extensions: ['.eml', '.p7s'] },
  epub: { mime: 'application/epub', aliases: ['application/epub+zip'], extensions: ['.epub'] },
  gif: { mime: 'image/gif', aliases: [], extensions: ['.gif'] },
  heic: { mime: 'image/heic', aliases: ['image/x-heic'], extensions: ['.heic'] },
  html: { mime: 'text/html', aliases: [], extensions: ['.html', '.htm'] },
  jpg: { mime: 'image/jpeg', aliases: [], extensions: ['.jpeg', '.jpg'] },
  json: { mime: 'application/json', aliases: [], extensions: ['.json'] },
  md: { mime: 'text/markdown', aliases: ['text/x-markdown'], extensions: ['.md', '.markdown'] },
  msg: { mime: 'application/vnd.ms-outlook', aliases: ['application/x-ole-storage'], extensions: ['.msg'] },
  ndjson: { mime: 'application/x-ndjson', aliases: [], extensions: ['.ndjson'] },
  odt: { mime: 'application/vnd.oasis.opendocument.text', aliases: [], extensions: ['.odt'] },
  org: { mime: 'text/org', aliases: [], extensions: ['.org'] },
  pdf: { mime: 'application/pdf', aliases: [], extensions: ['.pdf'] },
  png: { mime: 'image/png', aliases: [], extensions: ['.png'] },
  ppt: { mime: 'application/vnd.ms-powerpoint', aliases: [], extensions: ['.ppt'] },
  pptx: { mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', aliases: [], extensions: ['.pptx'] },
  rst: { mime: 'text/x-rst', aliases: [], extensions: ['.rst'] },
  rtf: { mime: 'text/rtf', aliases: ['application/rtf'], extensions: ['.rtf'] },
  tiff: { mime: 'image/tiff', aliases: [], extensions: ['.tiff', '.tif'] },
  tsv: { mime: 'text/tsv', aliases: ['text/tab-separated-values'], extensions: ['.tab', '.tsv'] },
  txt: {
    mime: 'text/plain',
    aliases: ['text/yaml', 'application/x-yaml', 'application/yaml', 'text/x-yaml'],
    extensions: ['.txt', '.text', '.c', '.cc', '.cpp', '.cs', '.cxx', '.go', '.java', '.js', '.log', '.php', '.py', '.rb', '.swift', '.ts', '.yaml', '.yml'],
  },
  webp: { mime: 'image/webp', aliases: [], extensions: ['.webp'] },
  xls: { mime: 'application/vnd.ms-excel', aliases: [], extensions: ['.xls'] },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', aliases: [], extensions: ['.xlsx'] },
  xml: { mime: 'application/xml', aliases: ['text/xml'], extensions: ['.xml'] },
  zip: { mime: 'application/zip', aliases: [], extensions: ['.zip'] },
  flac: { mime: 'audio/flac', aliases: ['audio/x-flac'], extensions: ['.flac'] },
  m4a: { mime: 'audio/mp4', aliases: [], extensions: ['.m4a'] },
  mp3: { mime: 'audio/mpeg', aliases: [], extensions: ['.mp3'] },
  ogg: { mime: 'audio/ogg', aliases: [], extensions: ['.ogg'] },
  opus: { mime: 'audio/opus', aliases: [], extensions: ['.opus'] },
  wav: {
    mime: 'audio/wav',
    aliases: ['audio/vnd.wav', 'audio/vnd.wave', 'audio/wave', 'audio/x-pn-wav', 'audio/x-wav'],
    extensions: ['.wav'],
  },
  webm: { mime: 'audio/webm', aliases: [], extensions: ['.webm'] },
  unk: { mime: 'application/octet-stream', aliases: [], extensions: [] },
  empty: { mime: 'inode/x-empty', aliases: [], extensions: [] },
} as const satisfies Record<FileType, FileTypeInfo>
