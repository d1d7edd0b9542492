import Foundation
import KeyfuzzKit
import KeyfuzzUIKit

import protocol KeyboardWorld.KeyboardAvoidanceStrategy
import struct KeyboardWorld.ScreenSet

/// The same keyboard code, host-based and as a view controller through KeyfuzzUIKit, each
/// through the full fuzz loop on the default screen (Auto Layout, as a view controller's screen
/// is laid out), taken in turn: what the UIKit surface costs.
@MainActor
func measureUIKit(cases: Int, budget: Budget) -> (host: LoopResult, viewController: LoopResult) {
    let host = StrategyUnderTest(name: "textbook (host)", screens: .scrollForm) { BenchInsetStrategy() }
    let controller = StrategyUnderTest(name: "textbook (view controller)", screens: .scrollForm) {
        ViewControllerStrategy(BenchInsetViewController.init, connect: BenchInsetViewController.connect)
    }
    let generator = CaseGenerator(space: ScenarioSpace.default.declared(by: ScreenSet.scrollForm).fixing(\.layout, .constraints))
    var results: [LoopResult] = []
    let medians = medianSeconds(
        rounds: budget.rounds,
        of: [host, controller].enumerated().map { index, strategy in
            {
                let campaign = Campaign(strategy: strategy, runSeed: loopRunSeed, cases: cases, generator: generator)
                var report: CampaignReport?
                let time = seconds { report = campaign.run() }
                let result = LoopResult(
                    strategy: strategy.name, cases: report?.casesRun ?? 0, actions: report?.actionsRun ?? 0, seconds: time)
                if results.count <= index { results.append(result) }
                return time
            }
        })
    var timed = results
    for index in timed.indices { timed[index].seconds = medians[index] }
    return (timed[0], timed[1])
}
