# Installation and the Debian package.
#   cmake --install build --prefix P   lays out P/bin/outremer, P/share/man/man1/outremer.1
#                                      and P/share/doc/outremer/ (README, docs, schemas,
#                                      the brief templates as examples for --template),
#                                      and the bash and zsh completions;
#   (cd build && cpack -G DEB)         makes outremer_VERSION_ARCH.deb of the same files.
# The program carries its tables and templates inside it, so it runs from any folder.
include(GNUInstallDirs)

install(TARGETS outremer RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(FILES ${PROJECT_SOURCE_DIR}/man/outremer.1 DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
install(FILES ${PROJECT_SOURCE_DIR}/README.md ${PROJECT_SOURCE_DIR}/CHANGELOG.md DESTINATION ${CMAKE_INSTALL_DOCDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs/ DESTINATION ${CMAKE_INSTALL_DOCDIR}/docs)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/schemas/ DESTINATION ${CMAKE_INSTALL_DOCDIR}/schemas)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/templates/ DESTINATION ${CMAKE_INSTALL_DOCDIR}/templates)

# Shell completions, printed by the program just built (from its own command tree).
set(completions ${CMAKE_BINARY_DIR}/completions)
add_custom_command(OUTPUT ${completions}/outremer ${completions}/_outremer
  COMMAND ${CMAKE_COMMAND} -E make_directory ${completions}
  COMMAND outremer completions bash --output ${completions}/outremer
  COMMAND outremer completions zsh --output ${completions}/_outremer
  DEPENDS outremer
  COMMENT "Writing the bash and zsh completions")
add_custom_target(outremer_completions ALL DEPENDS ${completions}/outremer ${completions}/_outremer)
install(FILES ${completions}/outremer DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions)
install(FILES ${completions}/_outremer DESTINATION ${CMAKE_INSTALL_DATADIR}/zsh/vendor-completions)

set(CPACK_PACKAGE_NAME outremer)
set(CPACK_PACKAGE_VENDOR "outremer")
set(CPACK_PACKAGE_CONTACT "outremer maintainers <outremer@localhost>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
  "scenario and campaign generator for the Outremer and Cry Havoc wargames")
set(CPACK_PACKAGE_DESCRIPTION
  "Rolls the rulebooks' random tables with a seeded generator into parties, encounters,
loot, village raids, upkeep ledgers and scenario briefs, printable and scriptable, and
runs a pilgrimage mini-campaign from Antioch to Jerusalem in the terminal.")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_STRIP_FILES ON)
# A static program needs no shared library; a dynamic one declares those it links
# (dpkg-shlibdeps, from dpkg-dev) so that apt installs them.
if(NOT OUTREMER_STATIC_LINK)
  set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
endif()
set(CPACK_GENERATOR DEB)
include(CPack)
