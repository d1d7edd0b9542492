import Foundation
import KeyboardWorld
import Testing

/// `WorldProperty` prints the names reports used before it was typed: `drift` the short name,
/// `sanity` the qualified one.
@Suite struct WorldPropertyTests {
    @Test func driftNamesAreTheShortNames() {
        let names: [(WorldProperty, String)] = [
            (.contentInset(.top), "contentInset.top"),
            (.contentInset(.bottom), "contentInset.bottom"),
            (.verticalScrollIndicatorInsets(.top), "verticalScrollIndicatorInsets.top"),
            (.verticalScrollIndicatorInsets(.bottom), "verticalScrollIndicatorInsets.bottom"),
            (.contentSize(.height), "contentSize.height"),
            (.frame(.scrollView, .y), "scrollView.frame.y"),
            (.frame(.scrollView, .height), "scrollView.frame.height"),
            (.transform(.scrollView, .ty), "scrollView.transform.ty"),
            (.frame(.rootView, .y), "view.frame.y"),
            (.frame(.rootView, .height), "view.frame.height"),
            (.transform(.rootView, .ty), "view.transform.ty"),
        ]
        for (property, name) in names { #expect(property.name == name) }
    }

    @Test func sanityNamesAreQualifiedAndKnowWhichAreSizes() {
        let names: [(WorldProperty, String, isSize: Bool)] = [
            (.contentInset(.top), "scrollView.contentInset.top", false),
            (.contentInset(.left), "scrollView.contentInset.left", false),
            (.contentInset(.bottom), "scrollView.contentInset.bottom", false),
            (.contentInset(.right), "scrollView.contentInset.right", false),
            (.verticalScrollIndicatorInsets(.top), "scrollView.verticalScrollIndicatorInsets.top", false),
            (.verticalScrollIndicatorInsets(.bottom), "scrollView.verticalScrollIndicatorInsets.bottom", false),
            (.contentOffset(.x), "scrollView.contentOffset.x", false),
            (.contentOffset(.y), "scrollView.contentOffset.y", false),
            (.contentSize(.width), "scrollView.contentSize.width", true),
            (.contentSize(.height), "scrollView.contentSize.height", true),
            (.frame(.scrollView, .x), "scrollView.frame.x", false),
            (.frame(.scrollView, .y), "scrollView.frame.y", false),
            (.frame(.scrollView, .width), "scrollView.frame.width", true),
            (.frame(.scrollView, .height), "scrollView.frame.height", true),
            (.transform(.scrollView, .tx), "scrollView.transform.tx", false),
            (.transform(.scrollView, .ty), "scrollView.transform.ty", false),
            (.frame(.rootView, .x), "view.frame.x", false),
            (.frame(.rootView, .y), "view.frame.y", false),
            (.frame(.rootView, .width), "view.frame.width", true),
            (.frame(.rootView, .height), "view.frame.height", true),
            (.transform(.rootView, .tx), "view.transform.tx", false),
            (.transform(.rootView, .ty), "view.transform.ty", false),
            (.keyboardHeight, "keyboard.height", true),
        ]
        for (property, name, isSize) in names {
            #expect(property.qualifiedName == name)
            #expect(property.isSize == isSize, "\(name)")
        }
    }
}
