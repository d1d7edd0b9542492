import Foundation
import KeyfuzzCLI

let status = KeyfuzzCLI.run(Array(CommandLine.arguments.dropFirst()), console: .standard())
exit(status.rawValue)
