import Foundation
import Testing
@testable import UIKitCore

final class NamedMainApplication: UIApplication, UIApplicationDelegate {}
final class NamedMainDelegate: UIResponder, UIApplicationDelegate {}
final class UnregisteredMainDelegate: UIResponder, UIApplicationDelegate {}

/// `UIApplicationMain(_:_:_:_:)` as an iOS main.swift calls it, with `NSStringFromClass(...)` names: the application
/// class is found by its module-qualified name (UIApplication's init is required), the delegate through the factory
/// registered under its name, and a delegate nobody registered is refused with a message saying what to do.
@MainActor struct ApplicationMainClassNamesTests {
    @Test func theApplicationClassIsFoundByNameAndTheDelegateThroughItsRegistration() throws {
        UINibClassRegistry.registerObject("NamedMainDelegate") { NamedMainDelegate() }
        let resolved = UIApplication.mainClasses(principalClassName: NSStringFromClass(NamedMainApplication.self),
                                                 delegateClassName: NSStringFromClass(NamedMainDelegate.self))
        guard case .resolved(let application, let makeDelegate) = resolved else {
            Issue.record("not resolved: \(resolved)")
            return
        }
        #expect(application == NamedMainApplication.self)
        #expect(makeDelegate() is NamedMainDelegate)
    }

    @Test func nilNamesMeanUIApplicationAndAnUnknownClassIsRefusedWithWhatToDo() {
        guard case .resolved(let application, _) = UIApplication.mainClasses(principalClassName: nil, delegateClassName: nil)
        else { Issue.record("nil names resolve"); return }
        #expect(application == UIApplication.self)
        guard case .failed(let message) = UIApplication.mainClasses(
            principalClassName: nil, delegateClassName: NSStringFromClass(UnregisteredMainDelegate.self))
        else { Issue.record("an unregistered delegate cannot be made"); return }
        #expect(message.contains("UINibClassRegistry.registerObject(\"UnregisteredMainDelegate\") { UnregisteredMainDelegate() }"))
        guard case .failed(let principal) = UIApplication.mainClasses(principalClassName: "NoSuchModule.NoSuchApplication",
                                                                      delegateClassName: nil)
        else { Issue.record("an unknown principal class is refused"); return }
        #expect(principal.contains("NoSuchModule.NoSuchApplication"))
    }

    /// UIKit's documented case: the UIApplication subclass named as principal class is its own delegate.
    @Test func thePrincipalClassMayBeItsOwnDelegate() {
        let name = NSStringFromClass(NamedMainApplication.self)
        guard case .resolved(let application, _) = UIApplication.mainClasses(principalClassName: name, delegateClassName: name)
        else { Issue.record("the principal class as delegate resolves"); return }
        #expect(application == NamedMainApplication.self)
    }
}
