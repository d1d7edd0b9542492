import Testing
import Foundation

@Suite("keyfuzz list (end to end)")
struct ListCommandTests {
    @Test func listsEveryStrategyAndInvariant() throws {
        let result = try keyfuzz(["list"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        for name in ["naive", "inset-tracking", "inset-tracking-reset", "transform", "transform-reset", "frame-shrink",
                     "inset-adjusting", "layout-guide", "dismiss-on-drag"] {
            #expect(result.stdout.contains("\n  \(name) "), "missing \(name)")
        }
        #expect(result.stdout.contains("  excess-gap         off  "))
        #expect(result.stdout.contains("  hidden-field       on   "))
        #expect(result.stdout.contains("  frame-shrink          article 001                      sanity, hidden-field, drift, unreachable-field"))
    }

    @Test func listsTheShapesEachStrategyIsWrittenFor() throws {
        let result = try keyfuzz(["list"])
        #expect(result.stdout.contains("  iq-keyboard-manager   IQKeyboardManager (Swift)        hidden-field, drift\n"))
        #expect(result.stdout.contains("shapes: scrollForm, plainForm, header, footer, nestedScroll, tableController\n"))
        #expect(result.stdout.contains("  view-shift "))
        #expect(result.stdout.contains("shapes: plainForm\n"))
        #expect(result.stdout.contains("shapes: scrollForm, header, nestedScroll, tableController\n"))
    }

    @Test func extraArgumentIsAUsageError() throws {
        let result = try keyfuzz(["list", "extra"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "Error: list takes no arguments, got 'extra'\nUsage: keyfuzz list\nSee 'keyfuzz list --help'.\n")
    }

    @Test func unknownSubcommand() throws {
        let result = try keyfuzz(["frobnicate"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: unknown subcommand 'frobnicate'\n"))
    }

    @Test func helpShowsAnExample() throws {
        let result = try keyfuzz(["list", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE: keyfuzz list"))
        #expect(result.stdout.contains("EXAMPLES:\n  keyfuzz list"))
    }
}
