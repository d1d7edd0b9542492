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
        // The scenario dimensions, from the table, in their two kinds: every value with its share,
        // its help and the screen feature it needs.
        #expect(result.stdout.contains("SCENARIO DIMENSIONS"))
        let app = try #require(result.stdout.range(of: "  WHAT THE APP BUILDS: "))
        let device = try #require(result.stdout.range(of: "  WHAT DEVICES AND USERS DO: "))
        #expect(app.upperBound < device.lowerBound)
        #expect(result.stdout[app.upperBound..<device.lowerBound].contains("\n  entry (world rule"))
        #expect(result.stdout[device.upperBound...].contains("\n  keyboardKind (world rule, docs/world-rules.md): "))
        #expect(result.stdout[device.upperBound...].contains("\n  device (classic world, --device): "))
        #expect(result.stdout.contains("    *change       5.0%  classic, legacy: one frame change"))
        #expect(result.stdout.contains("     hideFirst   93.8%  what devices post"))
        #expect(result.stdout.contains("     unpinned     off  article 004's layout bug"))
        #expect(result.stdout.contains("(IQKeyboardManager #1823, #1647; RxKeyboard repairs y < 0) [needs passwordAutoFill]\n"))
        #expect(result.stdout.contains("     pushedWithKeyboardUp   10.0%  pushed while the keyboard is up"))
        #expect(result.stdout.contains(" [needs appearsWithKeyboardUp]\n"))
        #expect(result.stdout.contains("  tp-keyboard-avoiding  TPKeyboardAvoiding @8127c87      hidden-field, drift, unreachable-field"))
    }

    @Test func listsTheScreensEachStrategyIsWrittenFor() throws {
        let result = try keyfuzz(["list"])
        #expect(result.stdout.contains("  iq-keyboard-manager   IQKeyboardManager @2e11b2c       hidden-field, drift, unreachable-field\n"))
        #expect(result.stdout.contains("screens: scrollForm, plainForm, header, footer, nestedScroll, tableController; every feature\n"))
        #expect(result.stdout.contains("  view-shift "))
        #expect(result.stdout.contains("screens: plainForm; every feature\n"))
        #expect(result.stdout.contains("screens: scrollForm, header, nestedScroll, tableController; every feature\n"))
        // A table or collection view controller's view is its table: no constraint pins it.
        #expect(result.stdout.contains("screens: scrollForm, header, footer, nestedScroll; every feature\n"))
        // The article ports are written for the plain screen: one scroll view of text fields.
        #expect(result.stdout.contains("  naive "))
        #expect(result.stdout.contains("screens: scrollForm; no feature\n"))
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
