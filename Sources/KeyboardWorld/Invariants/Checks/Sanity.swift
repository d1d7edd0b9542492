import Foundation

/// `sanity`: every number a strategy can set, and the keyboard's height, is finite, and no size
/// is negative (runaway work is found while it is scheduled: `RunawayEvidence`). Checked even
/// while another screen covers this one.
enum SanityCheck: InvariantCheck {
    static let summary = "every number is finite; sizes and the keyboard height are >= 0"
    static let isOnByDefault = true
    static let appliesWhileCovered = true

    static func check(_ world: World, _ step: CheckedStep) -> Violation? {
        world.checkSanity(at: step.index)
    }
}

extension World {
    /// Calls `visit` with every number `sanity` looks at and its typed id, until `visit` returns
    /// false. One list for the check and its report; allocation-free.
    ///
    /// It covers every number a strategy can set through the public API (insets, offset, content
    /// size, both views' frames and every transform component) and the keyboard's height. Numbers
    /// are appended at the end, so that the first broken number, the one reported, stays the same
    /// for every case that broke one already listed.
    @inline(__always) fileprivate func forEachSanityNumber(_ visit: (WorldProperty, CGFloat) -> Bool) {
        let classicHeld = withUnretainedViews { root, sv in forEachClassicSanityNumber(root, sv, visit) }
        guard classicHeld else { return }
        _ = forEachShapeSanityNumber(visit)
    }

    /// The numbers of the views every screen has, in their fixed order; false once `visit`
    /// returned false.
    @inline(__always) fileprivate func forEachClassicSanityNumber(
        _ root: View, _ sv: ScrollView, _ visit: (WorldProperty, CGFloat) -> Bool
    ) -> Bool {
        // Each view's values read once (the chain below reads each many times).
        let f = sv.untransformedFrame
        let r = root.untransformedFrame
        let inset = sv.contentInset
        let indicators = sv.verticalScrollIndicatorInsets
        let offset = sv.contentOffset
        let size = sv.contentSize
        let st = sv.transform
        let rt = root.transform
        return visit(.contentInset(.top), inset.top)
            && visit(.contentInset(.left), inset.left)
            && visit(.contentInset(.bottom), inset.bottom)
            && visit(.contentInset(.right), inset.right)
            && visit(.verticalScrollIndicatorInsets(.top), indicators.top)
            && visit(.verticalScrollIndicatorInsets(.bottom), indicators.bottom)
            && visit(.contentOffset(.x), offset.x)
            && visit(.contentOffset(.y), offset.y)
            && visit(.contentSize(.width), size.width)
            && visit(.contentSize(.height), size.height)
            && visit(.frame(.scrollView, .x), f.origin.x)
            && visit(.frame(.scrollView, .y), f.origin.y)
            && visit(.frame(.scrollView, .width), f.size.width)
            && visit(.frame(.scrollView, .height), f.size.height)
            && visit(.transform(.scrollView, .tx), st.tx)
            && visit(.transform(.scrollView, .ty), st.ty)
            && visit(.frame(.rootView, .x), r.origin.x)
            && visit(.frame(.rootView, .y), r.origin.y)
            && visit(.frame(.rootView, .width), r.size.width)
            && visit(.frame(.rootView, .height), r.size.height)
            && visit(.transform(.rootView, .tx), rt.tx)
            && visit(.transform(.rootView, .ty), rt.ty)
            && visit(.keyboardHeight, keyboardFrame.size.height)
            && visit(.verticalScrollIndicatorInsets(.left), indicators.left)
            && visit(.verticalScrollIndicatorInsets(.right), indicators.right)
            && visit(.transform(.scrollView, .a), st.a)
            && visit(.transform(.scrollView, .b), st.b)
            && visit(.transform(.scrollView, .c), st.c)
            && visit(.transform(.scrollView, .d), st.d)
            && visit(.transform(.rootView, .a), rt.a)
            && visit(.transform(.rootView, .b), rt.b)
            && visit(.transform(.rootView, .c), rt.c)
            && visit(.transform(.rootView, .d), rt.d)
    }

    /// The numbers of the views only some shapes have (the page, the bars, the plain form
    /// view), after every classic one: a classic case reports what it always reported.
    @inline(__always) fileprivate func forEachShapeSanityNumber(_ visit: (WorldProperty, CGFloat) -> Bool) -> Bool {
        if let page = pageScrollView {
            let f = page.untransformedFrame
            guard
                visit(.pageContentInset(.top), page.contentInset.top)
                    && visit(.pageContentInset(.bottom), page.contentInset.bottom)
                    && visit(.pageVerticalScrollIndicatorInsets(.top), page.verticalScrollIndicatorInsets.top)
                    && visit(.pageVerticalScrollIndicatorInsets(.bottom), page.verticalScrollIndicatorInsets.bottom)
                    && visit(.pageContentOffset(.y), page.contentOffset.y)
                    && visit(.pageContentSize(.height), page.contentSize.height)
                    && visit(.frame(.pageScrollView, .y), f.origin.y)
                    && visit(.frame(.pageScrollView, .height), f.size.height)
                    && visit(.transform(.pageScrollView, .ty), page.transform.ty)
            else { return false }
        }
        // The bars and the form view in this order, without building an array at every check.
        func visitBar(_ view: View?) -> Bool {
            guard let view else { return true }
            let f = view.untransformedFrame
            return visit(.frame(view.role, .y), f.origin.y)
                && visit(.frame(view.role, .height), f.size.height)
                && visit(.transform(view.role, .ty), view.transform.ty)
        }
        let additional = additionalSafeAreaInsets
        return visitBar(headerView) && visitBar(footerView) && visitBar(formView)
            && visit(.additionalSafeAreaInsets(.top), additional.top)
            && visit(.additionalSafeAreaInsets(.left), additional.left)
            && visit(.additionalSafeAreaInsets(.bottom), additional.bottom)
            && visit(.additionalSafeAreaInsets(.right), additional.right)
    }

    fileprivate func checkSanity(at index: Int) -> Violation? {
        // The common answer first, without a branch per number: a finite sum means every number
        // is finite (a NaN or an infinity makes it NaN or infinite), and the smallest size tells
        // whether one is negative. Only a sum that is not finite (an overflow too) or a negative
        // size goes on to the walk that names the first broken number.
        var sum: CGFloat = 0
        var smallestSize: CGFloat = 0
        forEachSanityNumber { property, value in
            sum += value
            if property.isSize { smallestSize = Swift.min(smallestSize, value) }
            return true
        }
        if sum.isFinite && smallestSize >= 0 { return nil }
        var evidence: SanityEvidence?
        forEachSanityNumber { property, value in
            // The cheap test first: `isSize` is looked at only for a negative number.
            guard !value.isFinite || (value < 0 && property.isSize) else { return true }
            evidence = SanityEvidence(property: property, value: value)
            return false
        }
        return evidence.map { Violation(actionIndex: index, evidence: .sanity($0)) }
    }
}
