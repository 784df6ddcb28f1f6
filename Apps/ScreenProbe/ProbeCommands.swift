import UIKit

/// Commands from standard input, one per line, run on the main run loop:
///
///     window NAME X Y W H [R G B]   a window on the main screen (title NAME), made key and visible
///     external NAME INDEX           a window on UIScreen.screens[INDEX]
///     screen NAME INDEX             moves the window to UIScreen.screens[INDEX]
///     level NAME LEVEL | key NAME | hide NAME | show NAME
///     mode INDEX W H                sets screens[INDEX].currentMode to its W x H mode
///     follow                        a window "ext" follows external screens as they connect
///     screens | frame NAME | alive  report screens, a window's frame, how many UIScreen objects are alive
@MainActor final class ProbeCommands {
    private unowned let delegate: ProbeDelegate
    private var source: DispatchSourceRead?
    private var pending = ""

    init(delegate: ProbeDelegate) { self.delegate = delegate }

    func start() {
        let source = DispatchSource.makeReadSource(fileDescriptor: 0, queue: .main)
        source.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.readInput() } }
        source.resume()
        self.source = source
    }

    private func readInput() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(0, &buffer, buffer.count)
        guard count > 0 else {
            source?.cancel()  // End of input: keep running until the test stops the app.
            return
        }
        pending += String(decoding: buffer[0..<count], as: UTF8.self)
        while let newline = pending.firstIndex(of: "\n") {
            let line = String(pending[..<newline])
            pending = String(pending[pending.index(after: newline)...])
            run(line.split(separator: " ").map(String.init))
        }
    }

    private func run(_ words: [String]) {
        guard let command = words.first else { return }
        let numbers = words.dropFirst().compactMap { Double($0) }.map { CGFloat($0) }
        switch command {
        case "window" where words.count >= 6 && numbers.count >= 4:
            let color = numbers.count >= 7
                ? UIColor(red: numbers[4] / 255, green: numbers[5] / 255, blue: numbers[6] / 255, alpha: 1)
                : UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
            let window = makeWindow(words[1], frame: CGRect(x: numbers[0], y: numbers[1], width: numbers[2],
                                                            height: numbers[3]), color: color)
            window.makeKeyAndVisible()
        case "external" where words.count == 3:
            guard let screen = screen(words[2]) else { return }
            let window = makeWindow(words[1], frame: screen.bounds, color: UIColor(red: 0.9, green: 0.5, blue: 0.1, alpha: 1))
            window.screen = screen
            window.isHidden = false
        case "screen" where words.count == 3:
            guard let window = delegate.windows[words[1]], let screen = screen(words[2]) else { return }
            window.screen = screen
        case "level" where words.count == 3:
            guard let level = numbers.first else { return }
            delegate.windows[words[1]]?.windowLevel = UIWindow.Level(level)
        case "key" where words.count == 2:
            delegate.windows[words[1]]?.makeKey()
        case "hide" where words.count == 2:
            delegate.windows[words[1]]?.isHidden = true
        case "show" where words.count == 2:
            delegate.windows[words[1]]?.isHidden = false
        case "mode" where words.count == 4:
            guard let screen = screen(words[1]) else { return }
            let size = CGSize(width: numbers[1], height: numbers[2])
            guard let mode = screen.availableModes.first(where: { $0.size == size }) else {
                say("error no mode \(Int(size.width))x\(Int(size.height)) on \(screen.name)")
                return
            }
            screen.currentMode = mode
        case "follow":
            delegate.followsExternalScreens = true
            say("following")
        case "screens":
            say("screens \(UIScreen.screens.count)")
            for (index, screen) in UIScreen.screens.enumerated() {
                let mode = screen.currentMode.map { "\(Int($0.size.width))x\(Int($0.size.height))" } ?? "none"
                say("screen \(index) \(screen.name) bounds \(Int(screen.bounds.width))x\(Int(screen.bounds.height)) "
                    + "scale \(Int(screen.scale)) mode \(mode) modes \(screen.availableModes.count) "
                    + "fps \(screen.maximumFramesPerSecond) main \(screen === UIScreen.main)")
            }
        case "frame" where words.count == 2:
            guard let window = delegate.windows[words[1]] else { return }
            let f = window.frame
            say("frame \(words[1]) \(Int(f.minX)) \(Int(f.minY)) \(Int(f.width)) \(Int(f.height)) "
                + "screen \(window.screen.name) key \(window.isKeyWindow)")
        case "alive":
            say("alive screens \(delegate.seenScreens.values.filter { $0.screen != nil }.count)")
        default:
            say("error unknown command: \(words.joined(separator: " "))")
        }
        say("done \(command)")
    }

    private func makeWindow(_ name: String, frame: CGRect, color: UIColor) -> UIWindow {
        delegate.windows[name]?.isHidden = true
        let window = UIWindow(frame: frame)
        window.rootViewController = ProbeViewController(name: name, color: color)
        delegate.windows[name] = window
        return window
    }

    private func screen(_ index: String) -> UIScreen? {
        guard let i = Int(index), UIScreen.screens.indices.contains(i) else {
            say("error no screen \(index)")
            return nil
        }
        return UIScreen.screens[i]
    }
}
