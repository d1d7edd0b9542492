import Foundation
import Testing

@Suite("keyfuzz list (end to end)")
struct ListCommandTests {
    @Test func listsEveryStrategyAndInvariant() throws {
        let result = try keyfuzz(["list"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        for name in [
            "naive", "inset-tracking", "inset-tracking-reset", "transform", "transform-reset", "frame-shrink",
            "frame-shift", "tp-keyboard-avoiding", "iq-keyboard-manager",
            "inset-adjusting", "layout-guide", "dismiss-on-drag", "view-shift",
        ] {
            #expect(result.stdout.contains("\n  \(name) "), "missing \(name)")
        }
        #expect(result.stdout.contains("  excess-gap         off  "))
        #expect(result.stdout.contains("  hidden-field       on   "))
        #expect(
            result.stdout.contains(
                "  frame-shrink          article 001                      sanity, hidden-field, drift, unreachable-field"))
        // The scenario dimensions, from the table: every profile value with its share and help.
        #expect(result.stdout.contains("SCENARIO DIMENSIONS"))
        #expect(result.stdout.contains("  keyboardKind (event profile, docs/world-rules.md): "))
        #expect(result.stdout.contains("    *change      20%  classic: one frame change"))
        #expect(result.stdout.contains("     hideFirst   75%  what devices post"))
        #expect(result.stdout.contains("     unpinned   off  article 004's layout bug"))
        #expect(result.stdout.contains("  tp-keyboard-avoiding  TPKeyboardAvoiding @8127c87      hidden-field, drift, unreachable-field"))
    }

    @Test func listsTheShapesEachStrategyIsWrittenFor() throws {
        let result = try keyfuzz(["list"])
        #expect(result.stdout.contains("  iq-keyboard-manager   IQKeyboardManager @2e11b2c       hidden-field, drift, unreachable-field\n"))
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
