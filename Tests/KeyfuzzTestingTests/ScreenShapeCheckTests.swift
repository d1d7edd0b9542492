import Foundation
import KeyboardStrategies
import KeyboardWorld
import KeyfuzzKit
import Testing

@testable import KeyfuzzTesting

/// A strategy is judged on the screens it is written for: a check draws the shapes it declares,
/// or those of the user's own form.
@Suite struct ScreenShapeCheckTests {
    @Test func aCheckDrawsOnlyTheShapesTheStrategyDeclares() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        // inset-adjusting leaves a field outside any scroll view covered, but it is written for
        // scroll views: declared so, it passes.
        let declared = package.check(
            .insetAdjusting, runs: 300, record: .never,
            shapes: BuiltInStrategy.insetAdjusting.supportedShapes)
        #expect(declared.space.shapes == [.scrollForm, .header, .nestedScroll, .tableController])
        #expect(declared.run() == nil)
        // Say it is written for plain forms too, and it fails there.
        let claimed = package.check(.insetAdjusting, runs: 300, record: .never, shapes: [.scrollForm, .plainForm])
        let failure = try #require(claimed.run())
        #expect(failure.counterexample?.shrunk.keyboardCase.scenario.shape == .plainForm)
    }

    @Test func theUsersFormIsDrawnWhateverTheStrategyDeclares() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        // The user's screen has a field in a plain view: the form says so, and it is drawn.
        let form = KeyboardForm(device: .phoneHome, shape: .plainForm)
            .field().field().field().field().field().field().field().field().field()
        let check = package.check(.insetAdjusting, runs: 300, record: .never, scenarios: .form(form))
        #expect(check.space.shapes == [.plainForm])
        let failure = try #require(check.run())
        #expect(failure.counterexample?.shrunk.keyboardCase.scenario.shape == .plainForm)
        #expect(failure.message.contains("hidden-field"))
    }

    @Test func scenariosWithNoDeclaredShapeAreAConfigurationProblem() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        let check = package.check(.viewShift, runs: 10, record: .never, scenarios: .default, shapes: [])
        #expect(check.configurationProblems.contains { $0.hasPrefix("scenarios draw none of the shapes") })
    }
}
