import Foundation
import Testing

/// `keyfuzz fuzz` draws, per strategy, only the screen shapes it declares; `--shape` narrows
/// them and `--every-shape` draws the others apart, never reporting them as its bugs.
@Suite("keyfuzz fuzz: screen shapes (end to end)")
struct ShapeOptionTests {
    @Test func eachStrategyIsDrawnOnItsOwnShapes() throws {
        let result = try keyfuzz(["fuzz", "--strategy", "inset-adjusting", "view-shift", "--runs", "200"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("screens: those each strategy declares, shapes and features (keyfuzz list)\n"))
        #expect(result.stdout.contains("Every strategy passes."))
        #expect(!result.stdout.contains("BEYOND"))
    }

    @Test func shapeOptionSkipsAStrategyThatDeclaresNoneOfThem() throws {
        let result = try keyfuzz([
            "fuzz", "--strategy", "inset-adjusting", "view-shift", "--runs", "100",
            "--shape", "plainForm",
        ])
        #expect(result.status == 0)
        #expect(result.stdout.contains("also drawn: only shape=plainForm\n"))
        #expect(result.stdout.contains("inset-adjusting      0        0  skip     declares none of the shapes drawn\n"))
        #expect(result.stdout.contains("view-shift         100 "))
    }

    @Test func unknownShapeIsAUsageError() throws {
        let result = try keyfuzz(["fuzz", "--strategy", "naive", "--shape", "sheet"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("sheet"))
    }

    @Test func everyShapeShowsWhereAStrategyStopsWorkingWithoutFailingIt() throws {
        let result = try keyfuzz(["fuzz", "--strategy", "inset-adjusting", "--runs", "200", "--every-shape"])
        // Its declared shapes pass, so the run passes: what breaks beyond them is not its bug.
        #expect(result.status == 0)
        #expect(result.stdout.contains("shapes: each strategy's own, then every other shape drawn apart (never its bug)\n"))
        #expect(result.stdout.contains("BEYOND THE SHAPES EACH DECLARES (where it stops working; never reported as its bug)\n"))
        #expect(result.stdout.contains("inset-adjusting  plainForm,footer "))
        #expect(result.stdout.contains("[beyond the shapes inset-adjusting declares, not its bug] inset-adjusting breaks hidden-field"))
        #expect(result.stdout.contains("Every strategy passes."))
    }

    @Test func everyShapeJSONKeepsTheTwoApart() throws {
        let result = try keyfuzz(["fuzz", "--strategy", "view-shift", "--runs", "200", "--every-shape", "--json"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let strategy = try #require((object["strategies"] as? [[String: Any]])?.first)
        #expect(strategy["shapes"] as? [String] == ["plainForm"])
        #expect(strategy["verdict"] as? String == "pass")
        let beyond = try #require(strategy["beyondShapes"] as? [String: Any])
        #expect(beyond["shapes"] as? [String] == ["scrollForm", "header", "footer", "nestedScroll", "tableController"])
        #expect(beyond["cases"] as? Int == 200)
        #expect(!((beyond["violations"] as? [[String: Any]]) ?? []).isEmpty)
    }
}
