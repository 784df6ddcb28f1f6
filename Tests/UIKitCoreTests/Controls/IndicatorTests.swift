import Testing
import UIKit
import Foundation
@testable import UIKitCore

@MainActor @Suite(.serialized) struct IndicatorTests {
    @Test func progressIsPinnedAndNaNRefused() {
        let bar = UIProgressView(progressViewStyle: .bar)
        #expect(bar.progressViewStyle == .bar && bar.progress == 0)
        bar.progress = 1.5
        #expect(bar.progress == 1)
        bar.setProgress(-1, animated: true)
        #expect(bar.progress == 0)
        let (_, lines) = capturingUIKitLog { bar.progress = .nan }
        #expect(bar.progress == 0 && lines.count == 1)
        #expect(bar.intrinsicContentSize.height == 4)
    }

    @Test func observedProgressIsFollowedOnTheClock() {
        let (window, input) = EventTestEnvironment.makeWindow()
        let bar = UIProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 4))
        window.addSubview(bar)
        let progress = Progress(totalUnitCount: 10)
        progress.completedUnitCount = 2
        bar.observedProgress = progress
        #expect(abs(bar.progress - 0.2) < 0.0001)
        progress.completedUnitCount = 7
        input.advance(by: 0.1)
        #expect(abs(bar.progress - 0.7) < 0.0001)
        bar.observedProgress = nil
        progress.completedUnitCount = 9
        input.advance(by: 1)
        #expect(abs(bar.progress - 0.7) < 0.0001)
    }

    @Test func activityIndicatorSpinsWithACoreAnimationRotationAndHidesWhenStopped() throws {
        let spinner = UIActivityIndicatorView(style: .large)
        #expect(spinner.isHidden && !spinner.isAnimating && spinner.intrinsicContentSize == CGSize(width: 37, height: 37))
        spinner.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        spinner.layoutIfNeeded()
        #expect(spinner.spokes.bounds.size == CGSize(width: 37, height: 37))
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        let spin = spinner.spokes.animation(forKey: UIActivityIndicatorView.spinKey) as? CABasicAnimation
        #expect(spin?.keyPath == "transform.rotation.z" && spin?.repeatCount == .infinity)
        // The spokes are drawn: the spinner shows pixels of its colour.
        spinner.color = .red
        let (window, _) = EventTestEnvironment.makeWindow(size: CGSize(width: 100, height: 100))
        window.backgroundColor = .white
        window.addSubview(spinner)
        let image = UIGraphicsImageRenderer(size: window.bounds.size).image { window.layer.render(in: $0.cgContext) }
        let cg = try #require(image.cgImage)
        let red = (0..<100).flatMap { y in (0..<100).map { (x: $0, y: y) } }.filter { point in
            let pixel = cg.pixel(point.x, point.y)
            return pixel.r > 200 && pixel.g < 120
        }
        #expect(red.count > 20)
        spinner.stopAnimating()
        #expect(spinner.isHidden && spinner.spokes.animation(forKey: UIActivityIndicatorView.spinKey) == nil)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
        spinner.color = .red
        #expect(spinner.color == .red)
        spinner.style = .medium
        #expect(spinner.intrinsicContentSize == CGSize(width: 20, height: 20))
    }

    @Test func pageControlClampsAndPagesByClick() {
        let (window, input) = EventTestEnvironment.makeWindow()
        let pages = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
        pages.numberOfPages = 5
        pages.currentPage = 9
        #expect(pages.currentPage == 4)
        pages.currentPage = -2
        #expect(pages.currentPage == 0)
        window.addSubview(pages)
        let recorder = ControlEventRecorder(pages)
        // A click right of the current dot, off any dot: next page.
        input.tap(at: CGPoint(x: 195, y: 13))
        #expect(pages.currentPage == 1 && recorder.events.contains("value"))
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 3, y: 13))
        #expect(pages.currentPage == 0)
        // A click on a dot: that page.
        input.advance(by: 1)
        let dot = pages.dotCenter(3)
        input.tap(at: dot)
        #expect(pages.currentPage == 3)
        pages.defersCurrentPageDisplay = true
        input.advance(by: 1)
        input.tap(at: pages.dotCenter(4))
        #expect(pages.currentPage == 4 && pages.displayedPage == 3)
        pages.updateCurrentPageDisplay()
        #expect(pages.displayedPage == 4)
        pages.numberOfPages = 2
        #expect(pages.currentPage == 1)
        pages.hidesForSinglePage = true
        pages.numberOfPages = 1
        #expect(pages.isHidden)
        let (_, lines) = capturingUIKitLog { pages.numberOfPages = -3 }
        #expect(lines.count == 1 && pages.numberOfPages == 1)
        #expect(pages.size(forNumberOfPages: 3).width < pages.size(forNumberOfPages: 6).width)
    }
}
