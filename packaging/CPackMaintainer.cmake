# Read by cpack when it builds the package (CPACK_PROJECT_CONFIG_FILE), so the environment of that run counts, not
# that of the configure step. The Maintainer field names whoever builds this .deb: $TUNEFIT_DEB_MAINTAINER
# ("Name <address>"), else $DEBFULLNAME <$DEBEMAIL> as dch and dh_make take them, else the building account at this
# host, as dch falls back to.
if(NOT "$ENV{TUNEFIT_DEB_MAINTAINER}" STREQUAL "")
    set(CPACK_DEBIAN_PACKAGE_MAINTAINER "$ENV{TUNEFIT_DEB_MAINTAINER}")
elseif(NOT "$ENV{DEBFULLNAME}" STREQUAL "" AND NOT "$ENV{DEBEMAIL}" STREQUAL "")
    set(CPACK_DEBIAN_PACKAGE_MAINTAINER "$ENV{DEBFULLNAME} <$ENV{DEBEMAIL}>")
else()
    execute_process(COMMAND id -un OUTPUT_VARIABLE account OUTPUT_STRIP_TRAILING_WHITESPACE)
    cmake_host_system_information(RESULT host QUERY FQDN)
    set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${account} <${account}@${host}>")
endif()
