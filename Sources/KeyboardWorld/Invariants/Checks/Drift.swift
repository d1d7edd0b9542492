import Foundation

/// `drift`: with no keyboard docked, every property keyboard code changes is back at its baseline.
enum DriftCheck: InvariantCheck {
    static let summary = "with no keyboard docked, insets, content size, frames and transforms are back at their baselines"
    static let isOnByDefault = true
    static let appliesWhileCovered = false

    static func check(_ world: World, _ step: CheckedStep) -> Violation? {
        world.checkDrift(at: step.index)
    }
}

extension World {
    /// Calls `visit` with every vertical property `drift` compares and its baseline.
    @inline(__always) fileprivate func forEachDriftProperty(_ visit: (WorldProperty, CGFloat, CGFloat) -> Void) {
        let layout = layoutFrame
        withUnretainedViews { root, sv in
            visit(.contentInset(.top), sv.contentInset.top, scenario.contentInset.top)
            visit(.contentInset(.bottom), sv.contentInset.bottom, scenario.contentInset.bottom)
            visit(.verticalScrollIndicatorInsets(.top), sv.verticalScrollIndicatorInsets.top, 0)
            visit(.verticalScrollIndicatorInsets(.bottom), sv.verticalScrollIndicatorInsets.bottom, 0)
            visit(.contentSize(.height), sv.contentSize.height, baselineContentHeight)
            visit(.frame(.scrollView, .y), sv.untransformedFrame.origin.y, layout.origin.y)
            visit(.frame(.scrollView, .height), sv.untransformedFrame.size.height, layout.size.height)
            visit(.transform(.scrollView, .ty), sv.transform.ty, 0)
            visit(.frame(.rootView, .y), root.untransformedFrame.origin.y, 0)
            visit(.frame(.rootView, .height), root.untransformedFrame.size.height, geometry.windowFrame.size.height)
            visit(.transform(.rootView, .ty), root.transform.ty, 0)
        }
        // The controller's additional safe area, as designed (a keyboard inset kept there must go).
        let additional = additionalSafeAreaInsets
        let designed = Self.designedAdditionalSafeAreaInsets(of: scenario)
        visit(.additionalSafeAreaInsets(.top), additional.top, designed.top)
        visit(.additionalSafeAreaInsets(.bottom), additional.bottom, designed.bottom)
        if let page = pageScrollView {
            let base = baselineFrame(of: .pageScrollView)
            visit(.pageContentInset(.top), page.contentInset.top, 0)
            visit(.pageContentInset(.bottom), page.contentInset.bottom, 0)
            visit(.pageVerticalScrollIndicatorInsets(.top), page.verticalScrollIndicatorInsets.top, 0)
            visit(.pageVerticalScrollIndicatorInsets(.bottom), page.verticalScrollIndicatorInsets.bottom, 0)
            visit(.pageContentSize(.height), page.contentSize.height, pageContentSize.height)
            visit(.frame(.pageScrollView, .y), page.untransformedFrame.origin.y, base.origin.y)
            visit(.frame(.pageScrollView, .height), page.untransformedFrame.size.height, base.size.height)
            visit(.transform(.pageScrollView, .ty), page.transform.ty, 0)
        }
        // The bars and the form view in this order, without building an array at every check.
        func visitView(_ view: View?) {
            guard let view else { return }
            let base = baselineFrame(of: view.role)
            visit(.frame(view.role, .y), view.untransformedFrame.origin.y, base.origin.y)
            visit(.frame(view.role, .height), view.untransformedFrame.size.height, base.size.height)
            visit(.transform(view.role, .ty), view.transform.ty, 0)
        }
        visitView(headerView)
        visitView(footerView)
        visitView(formView)
    }

    fileprivate func checkDrift(at index: Int) -> Violation? {
        guard dockedKeyboardTop == nil else { return nil }
        coverageRecording?.counters.noteApplied(.drift)
        var drifted = false
        forEachDriftProperty { _, value, baseline in
            if !(abs(value - baseline) <= Tolerance.drift) { drifted = true }
        }
        guard drifted else { return nil }
        var properties: [DriftedProperty] = []
        forEachDriftProperty { property, value, baseline in
            guard !(abs(value - baseline) <= Tolerance.drift) else { return }
            properties.append(DriftedProperty(property: property, value: value, baseline: baseline))
        }
        return Violation(actionIndex: index, evidence: .drift(DriftEvidence(drifted: properties)))
    }
}
