import Foundation
import Testing

/// Usage lines, `--help` and the option values that used to do something surprising.
@Suite("keyfuzz usage and help (end to end)")
struct UsageTests {
    @Test func fuzzHelpShowsEveryOptionInItsUsage() throws {
        let result = try keyfuzz(["fuzz", "--help"])
        #expect(result.status == 0)
        let usage: String =
            "USAGE: keyfuzz fuzz [--strategy NAME ...] [--seed N] [--runs N] "
            + "[--max-actions N] [--time SECONDS] [--jobs N] [--shard I/N] [--save DIR] [--invariants LIST] [--device NAME ...] "
            + "[--unpinned] [--no-system-scroll] [--shape NAME ...] [--only KEY=VALUES ...] [--also KEY=VALUES ...] [--basic-actions] "
            + "[--idealised] [--every-shape] [--coverage] [--cover NAME=PERCENT ...] [--verbose] [--json]"
        #expect(result.stdout.split(separator: "\n", omittingEmptySubsequences: false)[2] == usage)
    }

    @Test func helpAfterAnUnknownOptionIsAUsageError() throws {
        let result = try keyfuzz(["fuzz", "--bogus", "--help"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("Error: unknown option '--bogus'\n"))
    }

    @Test func anEmptyListValueIsAUsageError() throws {
        for (option, value) in [("--strategy", ""), ("--invariants", ""), ("--invariants", "sanity,,drift"), ("--device", "")] {
            let result = try keyfuzz(["fuzz", option, value, "--runs", "1"])
            #expect(result.status == 64, "\(option) '\(value)'")
            #expect(result.stderr.hasPrefix("Error: \(option) has an empty value\n"), "\(option) '\(value)'")
        }
    }
}
