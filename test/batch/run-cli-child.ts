// The `docparts` command from the sources, as a child process of a test (bin/docparts.js runs the build).
import { main } from '../../src/cli/main.js'

process.exitCode = await main(process.argv.slice(2))
