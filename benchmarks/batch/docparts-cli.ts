// The `docparts` command from the sources, for the batch benchmark's child processes.
import { main } from '../../src/cli/main.js'

process.exitCode = await main(process.argv.slice(2))
